// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetPhotos, initialsOf, notePhotoFailed, notePhotoLoaded, photoWorthLoading, subscribePhotoMemory } from './photo-memory.js';

const cdn = (n: number) => `https://static.www.nfl.com/image/private/f_auto,q_auto/league/p${n}`;

describe('photo memory', () => {
  beforeEach(() => forgetPhotos());

  it('never asks again for a photo that failed', () => {
    expect(photoWorthLoading(cdn(1))).toBe(true);
    notePhotoFailed(cdn(1));
    expect(photoWorthLoading(cdn(1))).toBe(false);
    expect(photoWorthLoading(cdn(2))).toBe(true);
    expect(photoWorthLoading(null)).toBe(false);
  });

  it('gives up on a host that has served nothing after two failures (no internet at the venue)', () => {
    let notified = 0;
    const stop = subscribePhotoMemory(() => (notified += 1));
    notePhotoFailed(cdn(1));
    notePhotoFailed(cdn(2));
    stop();
    expect(notified).toBe(2);
    expect(photoWorthLoading(cdn(3))).toBe(false);
    expect(photoWorthLoading('https://other.example/p.png')).toBe(true);
  });

  it('a host that served photos survives a missing one, but not three failures in a row', () => {
    notePhotoLoaded(cdn(1));
    notePhotoFailed(cdn(2));
    notePhotoFailed(cdn(3));
    expect(photoWorthLoading(cdn(4))).toBe(true);
    notePhotoLoaded(cdn(4));
    notePhotoFailed(cdn(5));
    notePhotoFailed(cdn(6));
    expect(photoWorthLoading(cdn(7))).toBe(true);
    notePhotoFailed(cdn(7));
    expect(photoWorthLoading(cdn(8))).toBe(false);
  });

  it('shows initials of the first and last names', () => {
    expect(initialsOf('Patrick Mahomes')).toBe('PM');
    expect(initialsOf('D.K. Metcalf')).toBe('DM');
    expect(initialsOf('Amon-Ra St. Brown')).toBe('AB');
    expect(initialsOf('Bills')).toBe('B');
    expect(initialsOf('  ')).toBe('?');
  });
});
