import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isEmbedded, mergeEmbedFlags, readEmbedFlags } from './embed';

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

  it('never hides anything for a query without the false values', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.string()), (params) => {
        const flags = readEmbedFlags(new URLSearchParams(params).toString());
        const expected = params.header === 'false' || params.footer === 'false';
        expect(isEmbedded(flags)).toBe(expected);
      }),
    );
  });
});
