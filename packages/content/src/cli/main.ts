// The `pnpm figura` program: runs the command line (figura.ts) on this process's arguments.
import { runFigura } from './figura.ts';

// Piped into `head`, the reader may leave early: that is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});
process.exitCode = await runFigura(process.argv.slice(2), process);
