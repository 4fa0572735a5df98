/**
 * The host's port: `--port N` (or `--port=N`) on the command line, else MOCK_PORT, else 8787.
 * `npm run mock-server -- --port 9000` is what a QA engineer types; the variable is what scripts set.
 */
export function hostPort(args: readonly string[], fromEnv: string | undefined): number {
  let text: string | undefined = fromEnv;
  args.forEach((arg, i) => {
    if (arg === '--port') text = args[i + 1] ?? '';
    else if (arg.startsWith('--port=')) text = arg.slice('--port='.length);
  });
  if (text === undefined) return 8787;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`Mock host: "${text}" is no port (--port N or MOCK_PORT, 1-65535)`);
  return port;
}
