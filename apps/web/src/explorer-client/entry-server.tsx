/**
 * The public explorer's server render (built by `vite build --ssr` into dist-ssr/, loaded by the server's
 * explorer-ssr plugin): the page's body HTML from React's streaming renderer, completed before it is sent so that it
 * can be cached with an ETag, with the title it set and the strings it read (embedded for the light client).
 */

import { Writable } from "node:stream";
import type { ExplorerBootState } from "@onboard/domain/explorer/explorer-boot-state";
import { renderToPipeableStream } from "react-dom/server";
import { ExplorerApp } from "./explorer-app";
import { explorerNotFoundError } from "./not-found";
import { ROUTE_MODULES } from "./route-modules";
import { ExplorerRuntime } from "./runtime/explorer-runtime";
import { LightI18n, type Resources } from "./runtime/light-i18n";
import { serverLocationStore } from "./runtime/react-router";

const LOCALE_FILES = import.meta.glob<Resources>("../locales/*/*.json", { import: "default", eager: true });

export interface ExplorerRender {
  html: string;
  title: string | null;
  strings: Record<string, Resources>;
  /** The route screen's module (its path in the explorer manifest), for the page to preload. */
  routeModule: string;
}

function namespacesOf(language: string): Record<string, Resources> {
  const namespaces: Record<string, Resources> = {};
  const prefix = `../locales/${language}/`;
  for (const [file, resources] of Object.entries(LOCALE_FILES)) {
    if (file.startsWith(prefix)) namespaces[file.slice(prefix.length, -".json".length)] = resources;
  }
  return namespaces;
}

/** Renders the page of `state` (its `strings` are ignored: the render reports the ones it used). */
export function renderExplorerPage(
  state: ExplorerBootState,
  options: { timeoutMs?: number } = {},
): Promise<ExplorerRender> {
  const i18n = new LightI18n(state.route.language, namespacesOf(state.route.language), () =>
    Promise.reject(new Error("The server has every namespace")),
  );
  const runtime = new ExplorerRuntime(
    state,
    () => Promise.reject(new Error("The server renders only the page it was given")),
    explorerNotFoundError(),
  );
  return new Promise<ExplorerRender>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let failed: unknown = null;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        callback();
        if (failed) reject(failed);
        else
          resolve({
            html: Buffer.concat(chunks).toString("utf8"),
            title: runtime.head.title,
            strings: i18n.usedStrings(),
            routeModule: ROUTE_MODULES[state.route.name].source,
          });
      },
    });
    const stream = renderToPipeableStream(
      <ExplorerApp
        runtime={runtime}
        i18n={i18n}
        location={serverLocationStore(state.url, state.isExplorerHost)}
        notFound={explorerNotFoundError()}
      />,
      {
        // Every boundary inline, in order: no out-of-order segments, so no inline scripts (the CSP allows none).
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady: () => stream.pipe(sink),
        onShellError: reject,
        onError: (error) => {
          failed ??= error;
        },
      },
    );
    setTimeout(() => stream.abort(new Error("The explorer render timed out")), options.timeoutMs ?? 10_000).unref();
  });
}
