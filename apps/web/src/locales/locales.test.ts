import { LANGUAGES } from "@onboard/domain/common/environments";
import { ERROR_MESSAGES } from "@onboard/domain/errors/catalogue";
import { ROUTE_NAMES, ROUTES } from "@onboard/domain/routes/registry";
import { VALIDATION_MESSAGES } from "@onboard/domain/validation/messages";
import { describe, expect, it } from "vitest";
import { NAMESPACES } from "../lib/i18n";

type Tree = { [key: string]: string | Tree };

const FILES = import.meta.glob<Tree>("./*/*.json", { eager: true, import: "default" });

function file(language: string, namespace: string): Tree {
  const tree = FILES[`./${language}/${namespace}.json`];
  if (!tree) throw new Error(`missing locales/${language}/${namespace}.json`);
  return tree;
}

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") entries.set(path, value);
    else for (const [child, text] of flatten(value, path)) entries.set(child, text);
  }
  return entries;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe("locales", () => {
  it("has exactly the namespaces the app loads, in every language", () => {
    const found = Object.keys(FILES).map((path) => path.slice(2, -5));
    expect(found.sort()).toEqual(LANGUAGES.flatMap((language) => NAMESPACES.map((ns) => `${language}/${ns}`)).sort());
  });

  it.each(NAMESPACES)("has the same keys in en and es for %s", (namespace) => {
    const english = flatten(file("en", namespace));
    const spanish = flatten(file("es", namespace));
    expect([...spanish.keys()].filter((key) => !english.has(key))).toEqual([]);
    expect([...english.keys()].filter((key) => !spanish.has(key))).toEqual([]);
  });

  it.each(NAMESPACES)("has no empty text and the same placeholders in both languages for %s", (namespace) => {
    const spanish = flatten(file("es", namespace));
    for (const [key, text] of flatten(file("en", namespace))) {
      expect(text.trim(), `en ${namespace}:${key}`).not.toBe("");
      expect(spanish.get(key)?.trim(), `es ${namespace}:${key}`).not.toBe("");
      expect(placeholders(spanish.get(key) ?? ""), `${namespace}:${key}`).toEqual(placeholders(text));
    }
  });

  it("words every catalogue message in English exactly as the domain does", () => {
    const english = flatten(file("en", "errors"));
    for (const [key, message] of Object.entries(ERROR_MESSAGES)) {
      expect(english.get(key), `errors:${key}`).toBe(message.replace(/\{(\w+)\}/g, "{{$1}}"));
    }
  });

  it("words every validation message in English exactly as the domain does, and has no other key", () => {
    const english = flatten(file("en", "validation"));
    for (const [key, message] of Object.entries(VALIDATION_MESSAGES)) {
      expect(english.get(key), `validation:${key}`).toBe(message);
    }
    expect([...english.keys()].sort()).toEqual(Object.keys(VALIDATION_MESSAGES).sort());
  });

  it("names every registry route, in English with its friendly name", () => {
    const english = flatten(file("en", "routes"));
    const spanish = flatten(file("es", "routes"));
    for (const name of ROUTE_NAMES) {
      expect(english.get(name), name).toBe(ROUTES[name].friendlyName);
      expect(spanish.has(name), name).toBe(true);
    }
    expect([...english.keys()].sort()).toEqual([...ROUTE_NAMES].sort());
  });
});
