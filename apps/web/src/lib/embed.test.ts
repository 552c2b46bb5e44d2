import { describe, expect, it } from 'vitest';
import { mergeEmbedFlags, readEmbedFlags } from './embed';

describe('embed flags', () => {
  it('hides the header or footer only for the value false', () => {
    expect(readEmbedFlags('?header=false')).toEqual({ hideHeader: true, hideFooter: false });
    expect(readEmbedFlags('?footer=false&header=true')).toEqual({ hideHeader: false, hideFooter: true });
    expect(readEmbedFlags('?header=0&footer=FALSE')).toEqual({ hideHeader: false, hideFooter: false });
    expect(readEmbedFlags('')).toEqual({ hideHeader: false, hideFooter: false });
  });

  it('keeps a flag of the first page for the whole visit', () => {
    const first = readEmbedFlags('?header=false');
    expect(mergeEmbedFlags(first, readEmbedFlags(''))).toEqual({ hideHeader: true, hideFooter: false });
    expect(mergeEmbedFlags(readEmbedFlags(''), readEmbedFlags('?footer=false'))).toEqual({
      hideHeader: false,
      hideFooter: true,
    });
  });
});
