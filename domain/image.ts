// Resizing of images on the provider's object storage (spec section 9): twice the requested width for sharp
// rendering on high-density screens, quality 80.
//
// The parameter follows Alibaba Cloud OSS image processing, which the storage speaks:
//   ?x-oss-process=image/resize,w_<2 x width>/quality,q_80
// Any earlier x-oss-process parameter is replaced; other parameters and the fragment are kept as written.
export const IMAGE_PROCESS_PARAM = 'x-oss-process';
export const IMAGE_QUALITY = 80;

/** The hostname of an absolute or protocol-relative http(s) URL, lower-cased; null for anything else. */
function hostnameOf(url: string): string | null {
  if (!/^(https?:)?\/\//i.test(url.trim())) return null;
  try {
    return new URL(url.trim(), 'https://base.invalid').hostname.toLowerCase();
  } catch {
    return null;
  }
}

export function isStorageUrl(url: string, storageHost: string | readonly string[]): boolean {
  const host = hostnameOf(url);
  const hosts = (typeof storageHost === 'string' ? [storageHost] : storageHost).map((h) => h.trim().toLowerCase());
  return host !== null && hosts.includes(host);
}

/** Adds the resize parameters to storage URLs; any other URL, or a width that is not positive, is returned unchanged. */
export function resizeImageUrl(url: string, width: number, storageHost: string | readonly string[]): string {
  if (!Number.isFinite(width) || width <= 0 || !isStorageUrl(url, storageHost)) return url;
  const hashAt = url.indexOf('#');
  const [beforeHash, hash] = hashAt < 0 ? [url, ''] : [url.slice(0, hashAt), url.slice(hashAt)];
  const queryAt = beforeHash.indexOf('?');
  const [path, query] = queryAt < 0 ? [beforeHash, ''] : [beforeHash.slice(0, queryAt), beforeHash.slice(queryAt + 1)];
  const kept = query.split('&').filter((p) => p !== '' && p.split('=')[0] !== IMAGE_PROCESS_PARAM);
  const process = `${IMAGE_PROCESS_PARAM}=image/resize,w_${Math.ceil(width * 2)}/quality,q_${IMAGE_QUALITY}`;
  return `${path}?${[...kept, process].join('&')}${hash}`;
}
