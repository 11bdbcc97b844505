// Uploads the Storybook to Chromatic for visual review – only where a project token is set (CI with the
// secret). Without one it says so and exits 0, so local runs and `npm test` never need the network.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: CHROMATIC_PROJECT_TOKEN is not set – skipped (see chromatic.config.json).');
  process.exit(0);
}
// 16.9.1: the newest Chromatic CLI that runs on Node 20 (see TOOLCHAIN.md).
const result = spawnSync('npx', ['-y', 'chromatic@16.9.1', '--config-file', 'chromatic.config.json'], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
