import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Is the module at `moduleUrl` the script Node was started with (not imported)? Compared as
 * paths, case-insensitively on Windows (drive letters).
 */
export function invokedAsScript(moduleUrl: string): boolean {
  if (!process.argv[1]) return false;
  const self = fileURLToPath(moduleUrl);
  const invoked = path.resolve(process.argv[1]);
  return process.platform === 'win32' ? self.toLowerCase() === invoked.toLowerCase() : self === invoked;
}
