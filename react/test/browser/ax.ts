import type { Page } from 'playwright-core';

/** A node of Chromium's own accessibility tree, as a screen reader is given it. */
export interface AxNode {
  role: string;
  name: string;
  description: string;
  invalid: string;
  expanded: boolean | undefined;
}

type RawNode = { role?: { value: string }; name?: { value: string }; description?: { value: string }; properties?: { name: string; value: { value: unknown } }[]; ignored?: boolean };

const read = (node: RawNode): AxNode => {
  const property = (name: string) => node.properties?.find((p) => p.name === name)?.value.value;
  return { role: node.role?.value ?? '', name: node.name?.value ?? '', description: node.description?.value ?? '', invalid: String(property('invalid') ?? 'false'), expanded: property('expanded') as boolean | undefined };
};

/** The focused element as Chromium's accessibility tree has it: its role, name, description and state. */
export async function focusedAx(page: Page): Promise<AxNode | undefined> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: RawNode[] };
  await cdp.detach();
  const focused = nodes.find((node) => !node.ignored && node.role?.value !== 'RootWebArea' && node.properties?.some((p) => p.name === 'focused' && p.value.value === true));
  return focused && read(focused);
}

/** The names Chromium gives the nodes of `role` now in the accessibility tree (hidden ones left out). */
export async function axNames(page: Page, role: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: RawNode[] };
  await cdp.detach();
  return nodes.filter((node) => !node.ignored && node.role?.value === role).map((node) => node.name?.value ?? '');
}
