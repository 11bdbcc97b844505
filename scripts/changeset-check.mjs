#!/usr/bin/env node
// `npm test`: a change to @kundenportal/ui's code since its last release needs a changeset. The last release is the
// commit that last wrote packages/ui/CHANGELOG.md (`changeset version` writes it; the release commit carries it), so
// the rule needs no remote branch – a fresh clone of main has none – only the history, which a full clone has.
// `changeset status --since=<that commit>` then fails when files of packages/ui/src changed since (committed or not;
// stories, tests and MDX excepted by `changedFilePatterns` in .changeset/config.json) and no changeset was added.
import { execFileSync, spawnSync } from 'node:child_process';
import { bin, root } from './lib.mjs';

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const fail = (message) => {
  console.error(`✖ ${message}`);
  process.exit(1);
};

if (git('rev-parse', '--is-shallow-repository') === 'true') {
  fail(
    'a shallow clone cannot tell what changed since the last release of @kundenportal/ui: fetch the history (git fetch --unshallow) and run again',
  );
}
const release = git('log', '-1', '--format=%H', '--', 'packages/ui/CHANGELOG.md');
if (!release) fail('no release of @kundenportal/ui found: no commit has written packages/ui/CHANGELOG.md');

const status = spawnSync(bin('changeset'), ['status', `--since=${release}`], {
  cwd: root,
  encoding: 'utf8',
});
if (status.status !== 0) {
  process.stdout.write(status.stdout);
  process.stderr.write(status.stderr);
  fail(
    `packages/ui/src changed since the last release of @kundenportal/ui (${release.slice(0, 7)}) without a changeset. ` +
      'Run `npx changeset` and commit the .changeset/*.md it writes with the change – packages/ui/README.md, "Releasing the design system".',
  );
}
const pending = `${status.stdout}${status.stderr}`.match(/- @kundenportal\/ui/)
  ? 'a release of @kundenportal/ui is pending'
  : 'nothing to release';
console.log(`✔ changesets cover every change to @kundenportal/ui since ${release.slice(0, 7)} (${pending})`);
