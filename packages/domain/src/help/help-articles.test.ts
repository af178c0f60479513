import { describe, expect, it } from "vitest";
import {
  articleVoteRequestSchema,
  helpArticlesFor,
  isHelpArticleId,
  nextArticleVote,
  parseArticleVotes,
} from "./help-articles";

describe("helpArticlesFor", () => {
  it.each([
    ["explorer", ["save-plans", "compare-plans", "email-my-plan", "change-language"]],
    ["onboarding", ["change-language", "complete-eif", "upload-census", "sign-forms"]],
  ] as const)("%s", (audience, expected) => {
    expect(helpArticlesFor(audience)).toEqual(expected);
  });
});

describe("isHelpArticleId", () => {
  it.each([
    ["save-plans", true],
    ["sign-forms", true],
    ["Save-Plans", false],
    ["", false],
    ["__proto__", false],
  ])("%s → %s", (id, expected) => {
    expect(isHelpArticleId(id)).toBe(expected);
  });
});

describe("parseArticleVotes", () => {
  it.each([
    [null, {}],
    ["", {}],
    ["not json", {}],
    ["[]", {}],
    ["null", {}],
    ['"up"', {}],
    ['{"save-plans":"up","sign-forms":"down"}', { "save-plans": "up", "sign-forms": "down" }],
    ['{"save-plans":"sideways","unknown":"up","compare-plans":"down"}', { "compare-plans": "down" }],
  ])("%j", (raw, expected) => {
    expect(parseArticleVotes(raw)).toEqual(expected);
  });
});

describe("nextArticleVote", () => {
  it.each([
    [undefined, "up", "up"],
    [undefined, "down", "down"],
    ["up", "up", null],
    ["up", "down", "down"],
    ["down", "up", "up"],
    ["down", "down", null],
  ] as const)("%s, pressing %s → %s", (current, pressed, expected) => {
    expect(nextArticleVote(current, pressed)).toBe(expected);
  });
});

describe("articleVoteRequestSchema", () => {
  it.each([
    [{ vote: "up", previous: null }, true],
    [{ vote: null, previous: "down" }, true],
    [{ vote: "sideways", previous: null }, false],
    [{ vote: "up" }, false],
    [{}, false],
  ])("%j → %s", (body, valid) => {
    expect(articleVoteRequestSchema.safeParse(body).success).toBe(valid);
  });
});
