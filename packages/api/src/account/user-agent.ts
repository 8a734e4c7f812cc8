import UAParser from 'ua-parser-js';

export interface DeviceDescription {
  /** "Desktop", or the maker and model of a phone or tablet. */
  device: string;
  /** "Chrome 142", "Safari 18.1"; "Unknown browser" when the agent says nothing useful. */
  browser: string;
  /** "macOS 15.1", "Android 14". */
  os: string;
}

/** What a person recognises their device by, read from the User-Agent header. */
export function describeUserAgent(userAgent: string): DeviceDescription {
  const result = new UAParser(userAgent).getResult();
  const model = [result.device.vendor, result.device.model].filter(Boolean).join(' ');
  const kind = result.device.type ? capitalise(result.device.type) : 'Desktop';
  const browserVersion = result.browser.major ?? result.browser.version;
  return {
    device: model ? `${model} (${kind})` : kind,
    browser: result.browser.name
      ? [result.browser.name, browserVersion].filter(Boolean).join(' ')
      : 'Unknown browser',
    os: result.os.name ? [result.os.name, result.os.version].filter(Boolean).join(' ') : 'Unknown system',
  };
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
