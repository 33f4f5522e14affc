import { describe, expect, it } from 'vitest';
import { RulesChecker, parseRules } from './rules.js';

const rules = parseRules({
  rules: {
    users: {
      $uid: {
        '.read': 'auth != null && auth.uid === $uid',
        '.write': 'auth != null && auth.uid === $uid',
        age: { '.validate': 'newData.isNumber() && newData.val() >= 0' },
      },
    },
    staff: { '.read': "auth.token.role === 'admin'" },
    flags: { '.write': "root.child('open').val() === true && !data.exists()" },
    stamps: { $id: { '.write': true, '.validate': 'newData.val() <= now' } },
    items: { '.indexOn': ['name'], '.read': 'query.limitToFirst <= 10' },
  },
});

const alice = { uid: 'alice', provider: 'password', token: { sub: 'alice' } };
const admin = { uid: 'root', provider: 'password', token: { role: 'admin' } };

describe('RulesChecker', () => {
  it('evaluates .read with auth and $variables', () => {
    const checker = new RulesChecker(rules, null);
    expect(checker.canRead(alice, ['users', 'alice'], 0)).toBe(true);
    expect(checker.canRead(alice, ['users', 'bob'], 0)).toBe(false);
    expect(checker.canRead(null, ['users', 'alice'], 0)).toBe(false);
    expect(checker.canRead(admin, ['staff'], 0)).toBe(true);
    expect(checker.canRead(alice, ['staff'], 0)).toBe(false);
  });

  it('evaluates .write and .validate on the new data', () => {
    const checker = new RulesChecker(rules, null);
    expect(checker.canSet(alice, ['users', 'alice', 'age'], 3, 0)).toBe(true);
    expect(checker.canSet(alice, ['users', 'alice', 'age'], -3, 0)).toBe(false);
    expect(checker.canSet(alice, ['users', 'alice'], { age: 'old' }, 0)).toBe(false);
  });

  it('sees committed data through root and data', () => {
    const checker = new RulesChecker(rules, null);
    expect(checker.canSet(null, ['flags', 'x'], true, 0)).toBe(false);
    checker.commit([[['open'], true]], 0);
    expect(checker.canSet(null, ['flags', 'x'], true, 0)).toBe(true);
    checker.commit([[['flags', 'x'], true]], 0);
    expect(checker.canSet(null, ['flags', 'x'], false, 0)).toBe(false);
  });

  it('sees a bulk update of many children as one commit: kept, added and removed children', () => {
    const once = parseRules({ rules: { log: { $id: { '.write': "root.child('open').val() === true && !data.exists()" } } } });
    const checker = new RulesChecker(once, null);
    checker.commit([[['open'], true]], 0);
    checker.commit([[['log', 'a'], true], [['log', 'b'], true]], 0);
    checker.commit([[['log', 'b'], null], [['log', 'c'], { deep: 1 }], [['log', 'constructor'], true]], 0);
    expect(checker.canSet(null, ['log', 'a'], false, 0)).toBe(false);
    expect(checker.canSet(null, ['log', 'b'], true, 0)).toBe(true);
    expect(checker.canSet(null, ['log', 'c'], true, 0)).toBe(false);
    expect(checker.canSet(null, ['log', 'constructor'], false, 0)).toBe(false);
    checker.commit([[['open'], null], [['other'], 1]], 0);
    expect(checker.canSet(null, ['log', 'z'], true, 0)).toBe(false);
  });

  it('passes now to the rules', () => {
    const checker = new RulesChecker(rules, null);
    expect(checker.canSet(null, ['stamps', 'a'], 100, 100)).toBe(true);
    expect(checker.canSet(null, ['stamps', 'a'], 101, 100)).toBe(false);
  });

  it('checks every location of an update together', () => {
    const checker = new RulesChecker(rules, null);
    expect(checker.canUpdate(alice, ['users', 'alice'], [[['age'], 1]], 0)).toBe(true);
    expect(checker.canUpdate(alice, ['users'], [[['alice', 'age'], 1], [['bob', 'age'], 1]], 0)).toBe(false);
  });

  it('exposes the query to read rules', () => {
    const checker = new RulesChecker(rules, null);
    expect(checker.canRead(null, ['items'], 0, { orderByChild: 'name', limitToFirst: 5 })).toBe(true);
    expect(checker.canRead(null, ['items'], 0, { orderByChild: 'name', limitToFirst: 50 })).toBe(false);
  });

  it('switches rules without losing data', () => {
    const checker = new RulesChecker(rules, null);
    checker.commit([[['open'], true]], 0);
    const open = checker.withRules(parseRules({ rules: { '.read': "root.child('open').val() === true" } }));
    expect(open.canRead(null, ['anything'], 0)).toBe(true);
  });
});

describe('parseRules', () => {
  it('refuses malformed rules with invalid_rules', () => {
    expect(() => parseRules({ rules: { '.read': 'auth.uid ===' } })).toThrow(expect.objectContaining({ status: 'invalid_rules' }));
    expect(() => parseRules({ nope: {} })).toThrow(expect.objectContaining({ status: 'invalid_rules' }));
  });
});
