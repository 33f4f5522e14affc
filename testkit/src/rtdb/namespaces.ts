import type { DataNode } from './node.js';
import { Namespace } from './namespace.js';
import { parseRules } from './rules.js';
import type { TargaryenRuleset } from './targaryen.js';

/** Rules used when none are given: a locked database, as a fresh production one. */
export const LOCKED_RULES = { rules: { '.read': false, '.write': false } };

/**
 * All namespaces of the server, created on first use. Each follows the default rules until
 * its own are set through REST.
 */
export class NamespaceRegistry {
  private readonly namespaces = new Map<string, Namespace>();
  private readonly defaultRules: TargaryenRuleset;

  constructor(
    private readonly defaultDefinition: unknown = LOCKED_RULES,
    initialData: Record<string, DataNode> = {},
  ) {
    this.defaultRules = parseRules(defaultDefinition);
    for (const [name, data] of Object.entries(initialData)) {
      this.namespaces.set(name, new Namespace(name, this.defaultRules, data));
    }
  }

  get(name: string): Namespace {
    let namespace = this.namespaces.get(name);
    if (!namespace) {
      namespace = new Namespace(name, this.defaultRules);
      this.namespaces.set(name, namespace);
    }
    return namespace;
  }

  /**
   * Replaces a namespace's rules; invalid rules throw and leave the old ones in place.
   * Listens the new rules refuse are revoked.
   */
  setRules(name: string, definition: unknown): void {
    const parsed = parseRules(definition);
    const namespace = this.get(name);
    namespace.useRules(parsed);
    namespace.ownRules = definition;
    for (const target of namespace.listeners.targets()) target.revalidate();
  }

  rulesOf(name: string): unknown {
    return this.namespaces.get(name)?.ownRules ?? this.defaultDefinition;
  }

  /** Every non-empty namespace's data, for export. */
  dump(): Record<string, DataNode> {
    const out: Record<string, DataNode> = {};
    for (const [name, namespace] of this.namespaces) if (namespace.data !== null) out[name] = namespace.data;
    return out;
  }
}
