// Make sure the native MiniZinc (Debian's minizinc package, with Gecode) is installed: the model
// tests compile .mzn files with it and compare solution counts with Gecode's.
import { spawnSync, execSync } from 'node:child_process';

const minizinc = process.env.MINIZINC ?? 'minizinc';
const found = () => spawnSync(minizinc, ['--version'], { stdio: 'ignore' }).status === 0;
if (!found()) {
  console.log(`MiniZinc not found (${minizinc}); installing Debian's minizinc package...`);
  const sudo = process.getuid && process.getuid() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq minizinc`, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (!found()) {
    console.error(`MiniZinc is still missing (${minizinc})`);
    process.exit(1);
  }
}
