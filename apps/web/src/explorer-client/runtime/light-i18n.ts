/**
 * The explorer client's translations: one language's strings by namespace, and the subset of i18next's `t` the app
 * uses ("ns:key", nested keys, {{value}} interpolation, _one/_other plurals by the language's plural rules).
 * A namespace not yet loaded is fetched on demand (the dialogs' forms); the server records which namespaces a render
 * used, so the page embeds exactly those.
 */
import type { Language } from "@onboard/domain/common/environments";

export type Resources = Record<string, unknown>;
export type NamespaceLoader = (language: Language, namespace: string) => Promise<Resources>;
export type TOptions = Record<string, unknown>;

export class LightI18n {
  readonly used = new Set<string>();
  private readonly pending = new Map<string, Promise<void>>();
  private readonly plurals: Intl.PluralRules;

  constructor(
    readonly language: Language,
    private readonly namespaces: Record<string, Resources>,
    private readonly loader: NamespaceLoader,
  ) {
    this.plurals = new Intl.PluralRules(language);
  }

  hasNamespace(namespace: string): boolean {
    return Object.hasOwn(this.namespaces, namespace);
  }

  /** Resolves once the namespace's strings are in (at once when they already are). */
  load(namespace: string): Promise<void> {
    if (this.hasNamespace(namespace)) return Promise.resolve();
    let loading = this.pending.get(namespace);
    if (!loading) {
      loading = this.loader(this.language, namespace).then((resources) => {
        this.namespaces[namespace] = resources;
      });
      this.pending.set(namespace, loading);
    }
    return loading;
  }

  /** The strings of the namespaces this render read (the server embeds them in the page). */
  usedStrings(): Record<string, Resources> {
    const strings: Record<string, Resources> = {};
    for (const namespace of this.used) {
      const resources = this.namespaces[namespace];
      if (resources) strings[namespace] = resources;
    }
    return strings;
  }

  translate(defaultNamespace: string, key: string, options?: TOptions): string {
    const separator = key.indexOf(":");
    const namespace = separator > 0 ? key.slice(0, separator) : defaultNamespace;
    const path = separator > 0 ? key.slice(separator + 1) : key;
    this.used.add(namespace);
    const resources = this.namespaces[namespace];
    const count = options?.count;
    let value: unknown;
    if (typeof count === "number") {
      value =
        lookup(resources, `${path}_${this.plurals.select(count)}`) ??
        lookup(resources, `${path}_other`) ??
        lookup(resources, path);
    } else {
      value = lookup(resources, path);
    }
    if (typeof value !== "string") return typeof options?.defaultValue === "string" ? options.defaultValue : path;
    return interpolate(value, options);
  }
}

function lookup(resources: Resources | undefined, path: string): unknown {
  let node: unknown = resources;
  for (const part of path.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function interpolate(text: string, options: TOptions | undefined): string {
  if (!options || !text.includes("{{")) return text;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? whole : String(value);
  });
}
