// `pnpm figura <group> <command> ...` or `pnpm figura <command> ...`: Figura's command line. One
// table of command groups and one of single commands: a new command adds a line here.
import { EXPORT_USAGE, runExport } from '@figura/export/cli';
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

export async function main(argv: string[]): Promise<number> {
  const [group, name, ...rest] = argv;
  const single = group ? COMMANDS[group] : undefined;
  if (single) return single.run(argv.slice(1));
  const command = group ? GROUPS[group]?.[name ?? ''] : undefined;
  if (!command) {
    process.stderr.write(`${usage()}\n`);
    return group === undefined || group === 'help' ? 0 : 2;
  }
  return command.run(rest);
}

// Piped into `head`, the reader may leave early: that is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});
process.exitCode = await main(process.argv.slice(2));
