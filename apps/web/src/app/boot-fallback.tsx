/** Shown while the configuration and first translations load: no text yet, so only a busy spinner. */
export function BootFallback() {
  return <div className="boot-fallback" aria-busy="true" />;
}
