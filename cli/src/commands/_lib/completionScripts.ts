/** The shells `vegeo completion` writes a script for. */
export const SHELLS = ['bash', 'zsh', 'fish'] as const;
export type Shell = (typeof SHELLS)[number];

/**
 * The word that asks the program what may follow a command line (`vegeo __complete estado Mé`):
 * each script hands it the words typed, so what it completes is what the commands define now.
 */
export const COMPLETE_WORD = '__complete';

// Each script only passes the words on and offers what comes back, one per line, unfiltered
// (the program already matched them, accents aside: «meri» offers «Mérida»).
const SCRIPTS: Record<Shell, string> = {
  bash: `# vegeo: completado para bash. Cárguelo con:  source <(vegeo completion bash)
_vegeo() {
  local IFS=$'\\n' candidate
  local -a found
  found=($(vegeo ${COMPLETE_WORD} "\${COMP_WORDS[@]:1:COMP_CWORD}" 2>/dev/null))
  COMPREPLY=()
  for candidate in "\${found[@]}"; do COMPREPLY+=("\${candidate// /\\\\ }"); done
}
complete -F _vegeo vegeo
`,
  zsh: `#compdef vegeo
# vegeo: completado para zsh. Cárguelo con:  source <(vegeo completion zsh)  (tras compinit)
_vegeo() {
  local -a found
  found=("\${(@f)$(vegeo ${COMPLETE_WORD} "\${(@)words[2,CURRENT]}" 2>/dev/null)}")
  found=(\${found:#})
  compadd -U -- "\${found[@]}"
}
if (( $+functions[compdef] )); then compdef _vegeo vegeo; fi
`,
  fish: `# vegeo: completado para fish. Cárguelo con:  vegeo completion fish | source
function __vegeo_complete
    set -l words (commandline -opc) (commandline -ct)
    vegeo ${COMPLETE_WORD} $words[2..-1] 2>/dev/null
end
complete -c vegeo -f -a '(__vegeo_complete)'
`,
};

/** The completion script for `shell`. */
export function completionScript(shell: Shell): string {
  return SCRIPTS[shell];
}
