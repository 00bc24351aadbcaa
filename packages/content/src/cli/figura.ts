// `pnpm figura <group> <command> ...` or `pnpm figura <command> ...`: Figura's command line. One
// table of command groups and one of single commands: a new command adds a line here. main.ts
// binds it to the process; tests run it in their own process with buffers for its output.
import { EXPORT_USAGE, runExport, type CommandOutput } from '@figura/export/cli';
import { contentCommands, type Command } from './content.ts';
import { preflightCommand } from './preflight.ts';

const GROUPS: Record<string, Record<string, Command>> = {
  content: contentCommands,
};

/** Commands without a group: everything after their name is theirs. */
const COMMANDS: Record<string, Command> = {
  export: { usage: EXPORT_USAGE, run: runExport },
  preflight: preflightCommand,
};

function usage(): string {
  return [
    'usage: pnpm figura <command> [options]',
    ...Object.values(COMMANDS).map((command) => `  ${command.usage}`),
    ...Object.entries(GROUPS).flatMap(([, commands]) =>
      Object.values(commands).map((command) => `  ${command.usage}`),
    ),
  ].join('\n');
}

/** Runs one command line; resolves to its exit code. */
export async function runFigura(argv: string[], io: CommandOutput): Promise<number> {
  const [group, name, ...rest] = argv;
  const single = group ? COMMANDS[group] : undefined;
  if (single) return single.run(argv.slice(1), io);
  const command = group ? GROUPS[group]?.[name ?? ''] : undefined;
  if (!command) {
    io.stderr.write(`${usage()}\n`);
    return group === undefined || group === 'help' ? 0 : 2;
  }
  return command.run(rest, io);
}
