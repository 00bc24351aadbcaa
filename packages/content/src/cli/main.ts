// `pnpm figura <group> <command> ...`: Figura's command line. One table of command groups, so
// later groups (export, preflight, …) add a line here.
import { contentCommands, type Command } from './content.ts';
import { preflightCommands } from './preflight.ts';

const GROUPS: Record<string, Record<string, Command>> = {
  content: contentCommands,
  preflight: preflightCommands,
};

function usage(): string {
  return [
    'usage: pnpm figura <command> [options]',
    ...Object.entries(GROUPS).flatMap(([, commands]) =>
      Object.values(commands).map((command) => `  ${command.usage}`),
    ),
  ].join('\n');
}

export async function main(argv: string[]): Promise<number> {
  const [group, name, ...rest] = argv;
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
