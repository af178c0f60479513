import { describe, expect, it } from "vitest";
import { createFeedbackBodySchema } from "./feedback-schemas";

describe("createFeedbackBodySchema", () => {
  it("takes a whole rating from 1 to 5 and an optional comment", () => {
    for (const rating of [1, 2, 3, 4, 5]) expect(createFeedbackBodySchema.safeParse({ rating }).success).toBe(true);
    expect(createFeedbackBodySchema.parse({ rating: 4, comment: "  Great  " })).toEqual({
      rating: 4,
      comment: "Great",
    });
  });

  it.each([0, 6, 2.5, "3"])("refuses rating %j with the message", (rating) => {
    const result = createFeedbackBodySchema.safeParse({ rating });
    expect(result.error?.issues[0]?.message).toBe("Please choose a rating from 1 to 5.");
  });

  it("refuses a comment over 1000 characters", () => {
    expect(createFeedbackBodySchema.safeParse({ rating: 5, comment: "x".repeat(1000) }).success).toBe(true);
    expect(createFeedbackBodySchema.safeParse({ rating: 5, comment: "x".repeat(1001) }).error?.issues[0]?.message).toBe(
      "The comment can be at most 1000 characters.",
    );
  });
});
