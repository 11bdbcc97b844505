#!/usr/bin/env node
// `npm run setup`: installs the workspace's dependencies (pnpm, as npm start and npm test do). The Storybook
// scripts run it first, so `npm run build-storybook` works in a fresh clone too.
import { install } from './lib.mjs';

install();
