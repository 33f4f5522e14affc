const WIDTH = 30;

/** `[█████░░░…]  42 %`: the bar the long-running commands draw on a terminal, for a share in [0, 1]. */
export function progressBar(share: number): string {
  const filled = Math.round(share * WIDTH);
  return `[${'█'.repeat(filled)}${'░'.repeat(WIDTH - filled)}] ${String(Math.round(share * 100)).padStart(3)} %`;
}
