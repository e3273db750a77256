/** A short description of this browser and OS, e.g. "Chrome 141 on Windows" (login `device`). */
export function describeDevice(userAgent: string = navigator.userAgent): string {
  const browser =
    match(userAgent, /Edg(?:e|A|iOS)?\/(\d+)/, 'Edge') ??
    match(userAgent, /OPR\/(\d+)/, 'Opera') ??
    match(userAgent, /SamsungBrowser\/(\d+)/, 'Samsung Internet') ??
    match(userAgent, /Firefox\/(\d+)/, 'Firefox') ??
    match(userAgent, /FxiOS\/(\d+)/, 'Firefox') ??
    match(userAgent, /CriOS\/(\d+)/, 'Chrome') ??
    match(userAgent, /(?:Chrome|Chromium)\/(\d+)/, 'Chrome') ??
    match(userAgent, /Version\/(\d+).*Safari/, 'Safari') ??
    'Browser';
  const os = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /CrOS/.test(userAgent)
            ? 'ChromeOS'
            : /Linux/.test(userAgent)
              ? 'Linux'
              : 'unknown OS';
  return `${browser} on ${os}`.slice(0, 200);
}

function match(userAgent: string, pattern: RegExp, name: string): string | undefined {
  const found = pattern.exec(userAgent);
  return found ? `${name} ${found[1]}` : undefined;
}
