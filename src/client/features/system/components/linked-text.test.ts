import { describe, expect, it } from 'vitest';
import { splitLinks } from './linked-text';

describe('splitLinks', () => {
  it('finds http and https addresses and leaves sentence punctuation outside them', () => {
    expect(
      splitLinks(
        'Open https://app.example/profile/activate-account/abc_1. Or http://x.example/a?b=1, then reply.',
      ),
    ).toEqual([
      { text: 'Open ' },
      { url: 'https://app.example/profile/activate-account/abc_1' },
      { text: '. Or ' },
      { url: 'http://x.example/a?b=1' },
      { text: ', then reply.' },
    ]);
  });

  it('returns text without addresses as it is, and ignores other schemes', () => {
    expect(splitLinks('No link here. javascript:alert(1)')).toEqual([
      { text: 'No link here. javascript:alert(1)' },
    ]);
    expect(splitLinks('')).toEqual([]);
  });
});
