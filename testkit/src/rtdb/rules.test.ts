import { describe, expect, it } from 'vitest';
import { type DataNode, withPriority } from './node.js';
import type { Path } from './path.js';
import { RulesChecker, parseRules } from './rules.js';
import { setAt, updateAt } from './tree.js';

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

/** A checker over data the test changes as the namespace would. */
function over(ruleset: ReturnType<typeof parseRules>) {
  let data: DataNode = null;
  const checker = new RulesChecker(ruleset, () => data);
  return {
    checker,
    set: (path: Path, value: DataNode) => (data = setAt(data, path, value)),
    update: (base: Path, changes: Array<[Path, DataNode]>) => (data = updateAt(data, base, changes)),
  };
}

describe('RulesChecker', () => {
  it('evaluates .read with auth and $variables', () => {
    const { checker } = over(rules);
    expect(checker.canRead(alice, ['users', 'alice'], 0)).toBe(true);
    expect(checker.canRead(alice, ['users', 'bob'], 0)).toBe(false);
    expect(checker.canRead(null, ['users', 'alice'], 0)).toBe(false);
    expect(checker.canRead(admin, ['staff'], 0)).toBe(true);
    expect(checker.canRead(alice, ['staff'], 0)).toBe(false);
  });

  it('evaluates .write and .validate on the new data', () => {
    const { checker } = over(rules);
    expect(checker.canSet(alice, ['users', 'alice', 'age'], 3, 0)).toBe(true);
    expect(checker.canSet(alice, ['users', 'alice', 'age'], -3, 0)).toBe(false);
    expect(checker.canSet(alice, ['users', 'alice'], { age: 'old' }, 0)).toBe(false);
  });

  it('sees committed data through root and data', () => {
    const { checker, set } = over(rules);
    expect(checker.canSet(null, ['flags', 'x'], true, 0)).toBe(false);
    set(['open'], true);
    expect(checker.canSet(null, ['flags', 'x'], true, 0)).toBe(true);
    set(['flags', 'x'], true);
    expect(checker.canSet(null, ['flags', 'x'], false, 0)).toBe(false);
  });

  it('sees a bulk update of many children as one commit: kept, added and removed children', () => {
    const once = parseRules({ rules: { log: { $id: { '.write': "root.child('open').val() === true && !data.exists()" } } } });
    const { checker, set, update } = over(once);
    set(['open'], true);
    update(['log'], [[['a'], true], [['b'], true]]);
    update(['log'], [[['b'], null], [['c'], setAt(null, ['deep'], 1)], [['constructor'], true]]);
    expect(checker.canSet(null, ['log', 'a'], false, 0)).toBe(false);
    expect(checker.canSet(null, ['log', 'b'], true, 0)).toBe(true);
    expect(checker.canSet(null, ['log', 'c'], true, 0)).toBe(false);
    expect(checker.canSet(null, ['log', 'constructor'], false, 0)).toBe(false);
    update([], [[['open'], null], [['other'], 1]]);
    expect(checker.canSet(null, ['log', 'z'], true, 0)).toBe(false);
  });

  it('reads the data as stored: children, priorities, leaves, keys named like object members', () => {
    const shapes = parseRules({
      rules: {
        docs: {
          $id: {
            '.write': "!data.exists() || data.child('title').getPriority() === 2",
            '.validate': "newData.hasChildren(['constructor', 'title']) && newData.child('constructor').val() === 'x' && newData.child('title').getPriority() === 2 && !newData.child('title').hasChildren() && !newData.child('hasOwnProperty').exists()",
            title: { '.validate': 'newData.isString()' },
          },
        },
      },
    });
    const { checker, set } = over(shapes);
    const doc = (title: DataNode) => updateAt(null, [], [[['constructor'], 'x'], [['title'], title]]);
    expect(checker.canSet(null, ['docs', 'a'], doc(withPriority('T', 2)), 0)).toBe(true);
    expect(checker.canSet(null, ['docs', 'a'], doc('T'), 0)).toBe(false);
    expect(checker.canSet(null, ['docs', 'a'], doc(withPriority(5, 2)), 0)).toBe(false);
    set(['docs', 'a'], doc(withPriority('T', 3)));
    expect(checker.canSet(null, ['docs', 'a'], doc(withPriority('T', 2)), 0)).toBe(false);
    expect(checker.checkSet(null, ['docs', 'b'], doc(withPriority('T', 2)), 0).after).toEqual(setAt(setAt(null, ['docs', 'a'], doc(withPriority('T', 3))), ['docs', 'b'], doc(withPriority('T', 2))));
  });

  it('passes now to the rules', () => {
    const { checker } = over(rules);
    expect(checker.canSet(null, ['stamps', 'a'], 100, 100)).toBe(true);
    expect(checker.canSet(null, ['stamps', 'a'], 101, 100)).toBe(false);
  });

  it('checks every location of an update together', () => {
    const { checker } = over(rules);
    expect(checker.canUpdate(alice, ['users', 'alice'], [[['age'], 1]], 0)).toBe(true);
    expect(checker.canUpdate(alice, ['users'], [[['alice', 'age'], 1], [['bob', 'age'], 1]], 0)).toBe(false);
  });

  it('exposes the query to read rules', () => {
    const { checker } = over(rules);
    expect(checker.canRead(null, ['items'], 0, { orderByChild: 'name', limitToFirst: 5 })).toBe(true);
    expect(checker.canRead(null, ['items'], 0, { orderByChild: 'name', limitToFirst: 50 })).toBe(false);
  });

  it('switches rules without losing data', () => {
    const { checker, set } = over(rules);
    set(['open'], true);
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
