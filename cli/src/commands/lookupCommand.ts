import { Command, InvalidArgumentError, Option } from 'commander';
import { examples, jsonOption } from './options.js';
import { LOOKUPS, type LookupName, type LookupOption } from '../grammar.js';

/** What a lookup command does with its operand (a name, the words of `buscar`, or nothing) and flags. */
export type LookupAction<Operand, Flags> = (operand: Operand, flags: Flags) => Promise<void>;

/** The commander definition of lookup `name`, from its declaration in the grammar. */
export function lookupCommand<Operand, Flags>(name: LookupName, action: LookupAction<Operand, Flags>): Command {
  const spec = LOOKUPS[name];
  const command = new Command(name).description(spec.description);
  if (spec.operand) command.argument(spec.operand.spec, spec.operand.description);
  for (const option of spec.options) command.addOption(commanderOption(option));
  return command
    .addOption(jsonOption())
    .addHelpText('after', examples(spec.examples))
    .action((...args: unknown[]) =>
      spec.operand ? action(args[0] as Operand, args[1] as Flags) : action(undefined as Operand, args[0] as Flags),
    );
}

function commanderOption({ short, long, description, value }: LookupOption): Option {
  const option = new Option(`${short}, ${long}${value ? ` ${value.name}` : ''}`, description);
  if (!value) return option;
  if (value.choices) return option.choices(value.choices);
  if (!value.invalid) return option;
  const { read, invalid } = value;
  return option.argParser((text: string) => {
    const parsed = read(text);
    if (parsed === undefined) throw new InvalidArgumentError(invalid);
    return parsed;
  });
}
