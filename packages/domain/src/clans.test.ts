import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLAN_DASHBOARD_TYPE, CLAN_ROLES, CLAN_RULE_FIELDS, CLAN_RULE_KINDS } from './clans';

describe('clans', () => {
  it('has the roles, the dashboard types and a rule field per rule kind', () => {
    expect(CLAN_ROLES).toEqual(['Chief', 'Member', 'Gamer']);
    expect(CLAN_DASHBOARD_TYPE).toEqual({ drop: 0, quest: 1 });
    expect(Object.keys(CLAN_RULE_FIELDS)).toEqual([...CLAN_RULE_KINDS]);
    expect(CLAN_RULE_FIELDS.clanCreation).toBe('minDaysToRecreateClanAfterDelete');
  });

  it('maps rule kinds to distinct day-count fields', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CLAN_RULE_KINDS), fc.constantFrom(...CLAN_RULE_KINDS), (a, b) => {
        expect(CLAN_RULE_FIELDS[a] === CLAN_RULE_FIELDS[b]).toBe(a === b);
        expect(CLAN_RULE_FIELDS[a]).toMatch(/^minDays/);
      }),
    );
  });
});
