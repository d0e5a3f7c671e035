// The toolchain (Vite 8, Vitest 4) needs Node 20.19+; say so plainly instead of failing deep inside a build.
const [major, minor] = process.versions.node.split('.').map(Number);

export function assertSupportedNode() {
  if (major > 20 || (major === 20 && minor >= 19)) return;
  console.error(`This project needs Node.js 20.19 or newer; this is ${process.version}. Install a current Node 20 LTS or later.`);
  process.exit(1);
}
