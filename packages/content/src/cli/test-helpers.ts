import { runFigura } from './figura.ts';

export interface FiguraRun {
  status: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs `pnpm figura <args>` in this process, as main.ts runs it for the program (main.test.ts
 * checks that binding), and returns its exit code and what it printed. A test pays for no new
 * Node process and no second loading of the export and preflight modules.
 */
export async function runCommand(args: string[]): Promise<FiguraRun> {
  let stdout = '';
  let stderr = '';
  const status = await runFigura(args, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
  });
  return { status, stdout, stderr };
}

/** What `pnpm figura <args>` printed on stdout; a command that fails throws with its stderr. */
export async function figura(args: string[]): Promise<string> {
  const run = await runCommand(args);
  if (run.status !== 0)
    throw new Error(`figura ${args.join(' ')} exited ${run.status}: ${run.stderr}`);
  return run.stdout;
}
