import { afterEach, describe, expect, it } from 'vitest';
import type { DomainEntry } from '@/api/endpoints/config';
import {
  composeMediaUrl,
  markDomainsDead,
  mediaCandidates,
  resetDeadDomains,
  statisticsBase,
  videoCandidates,
} from './compose';

const domains: DomainEntry[] = [
  { type: 1, domain: 'https://video-a.test/' },
  { type: 3, domain: 'https://img-a.test/' },
  { type: 88, domain: 'https://head-a.test/' },
  { type: 3, domain: 'https://img-b.test' },
  { type: 3, domain: 'https://img-c.test/' },
  { type: 7, domain: 'https://stats.test/' },
];

afterEach(() => resetDeadDomains());

describe('composeMediaUrl', () => {
  it('joins the first host of the type with the path', () => {
    expect(composeMediaUrl(domains, 'image', 'post/1.jpg')).toBe('https://img-a.test/post/1.jpg');
    expect(composeMediaUrl(domains, 88, '/head/1.svg')).toBe('https://head-a.test/head/1.svg');
  });

  it('fails over in list order, adding the slash a host lacks', () => {
    expect(composeMediaUrl(domains, 'image', 'p.jpg', 1)).toBe('https://img-b.test/p.jpg');
    expect(composeMediaUrl(domains, 'image', 'p.jpg', 2)).toBe('https://img-c.test/p.jpg');
    expect(composeMediaUrl(domains, 'image', 'p.jpg', 3)).toBeNull();
  });

  it('answers null without a path, a host of the type or a list', () => {
    expect(composeMediaUrl(domains, 'image', null)).toBeNull();
    expect(composeMediaUrl(domains, 'image', '')).toBeNull();
    expect(composeMediaUrl(domains, 'mp4', 'a.mp4')).toBeNull();
    expect(composeMediaUrl(undefined, 'image', 'a.jpg')).toBeNull();
  });

  it('uses an absolute URL as it is, once', () => {
    expect(composeMediaUrl(domains, 'image', 'https://cdn.test/a.jpg')).toBe(
      'https://cdn.test/a.jpg',
    );
    expect(composeMediaUrl(domains, 'image', 'https://cdn.test/a.jpg', 1)).toBeNull();
  });
});

describe('dead domains', () => {
  it('are tried last, so later images skip them', () => {
    markDomainsDead(['https://img-a.test/']);
    expect(mediaCandidates(domains, 'image')).toEqual([
      'https://img-b.test',
      'https://img-c.test/',
      'https://img-a.test/',
    ]);
    expect(composeMediaUrl(domains, 'image', 'p.jpg')).toBe('https://img-b.test/p.jpg');
    // Other types are not affected.
    expect(composeMediaUrl(domains, 'headImage', 'h.svg')).toBe('https://head-a.test/h.svg');
  });

  it('keep the list order among themselves', () => {
    markDomainsDead(['https://img-c.test/', 'https://img-a.test/']);
    expect(mediaCandidates(domains, 3)).toEqual([
      'https://img-b.test',
      'https://img-a.test/',
      'https://img-c.test/',
    ]);
  });
});

describe('statisticsBase', () => {
  it('is the type-7 host, or null', () => {
    expect(statisticsBase(domains)).toBe('https://stats.test/');
    expect(statisticsBase([])).toBeNull();
    expect(statisticsBase(undefined)).toBeNull();
  });
});

describe('videoCandidates (domain types 1 video and 6 mp4)', () => {
  const withMp4: DomainEntry[] = [...domains, { type: 6, domain: 'https://mp4-a.test/' }];

  it('puts an .mp4 on the mp4 hosts first, then the video hosts', () => {
    expect(videoCandidates(withMp4, 'video/a.mp4')).toEqual([
      'https://mp4-a.test/',
      'https://video-a.test/',
    ]);
    expect(videoCandidates(withMp4, 'video/a.MP4?t=1')[0]).toBe('https://mp4-a.test/');
  });

  it('keeps any other video on the video hosts, and an .mp4 there when no mp4 host is listed', () => {
    expect(videoCandidates(withMp4, 'video/a.webm')).toEqual(['https://video-a.test/']);
    expect(videoCandidates(domains, 'video/a.mp4')).toEqual(['https://video-a.test/']);
  });
});
