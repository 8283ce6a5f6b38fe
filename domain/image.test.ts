import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isStorageUrl, resizeImageUrl } from './image';

const HOST = 'paydash-assets.oss-cn-hongkong.aliyuncs.com';
const IMG = `https://${HOST}/logos/acme.png`;

describe('resizeImageUrl', () => {
  it('asks the storage for twice the width at quality 80', () => {
    expect(resizeImageUrl(IMG, 120, HOST)).toBe(`${IMG}?x-oss-process=image/resize,w_240/quality,q_80`);
    expect(resizeImageUrl(IMG, 100.4, HOST)).toBe(`${IMG}?x-oss-process=image/resize,w_201/quality,q_80`);
  });

  it('keeps other parameters and the fragment, and replaces an earlier resize', () => {
    expect(resizeImageUrl(`${IMG}?v=3#top`, 50, HOST)).toBe(`${IMG}?v=3&x-oss-process=image/resize,w_100/quality,q_80#top`);
    const once = resizeImageUrl(IMG, 50, HOST);
    expect(resizeImageUrl(once, 80, HOST)).toBe(`${IMG}?x-oss-process=image/resize,w_160/quality,q_80`);
  });

  it('leaves URLs off the storage host unchanged', () => {
    for (const url of ['https://cdn.example.com/a.png', `https://evil.com/${HOST}/a.png`, `https://${HOST}.evil.com/a.png`,
      '/local/a.png', 'data:image/png;base64,AAAA', '', `ftp://${HOST}/a.png`]) {
      expect(resizeImageUrl(url, 100, HOST), url).toBe(url);
    }
  });

  it('accepts a list of hosts, any case, and protocol-relative URLs', () => {
    expect(isStorageUrl(`//${HOST}/a.png`, ['other.example', HOST.toUpperCase()])).toBe(true);
    expect(resizeImageUrl(`//${HOST}/a.png`, 10, [HOST])).toBe(`//${HOST}/a.png?x-oss-process=image/resize,w_20/quality,q_80`);
    expect(isStorageUrl(`HTTPS://${HOST.toUpperCase()}/a.png`, HOST)).toBe(true);
  });

  it('ignores a width that is not positive', () => {
    for (const w of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) expect(resizeImageUrl(IMG, w, HOST)).toBe(IMG);
  });

  it('adds exactly one resize parameter for any width, twice the width rounded up', () => {
    fc.assert(fc.property(fc.double({ min: 0.5, max: 5000, noNaN: true }), fc.integer({ min: 1, max: 5000 }), (w1, w2) => {
      const out = resizeImageUrl(resizeImageUrl(IMG, w1, HOST), w2, HOST);
      expect(out.match(/x-oss-process=/g)).toHaveLength(1);
      expect(out.endsWith(`w_${w2 * 2}/quality,q_80`)).toBe(true);
    }));
  });
});
