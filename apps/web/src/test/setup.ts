import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { startI18n } from '../lib/i18n';

await startI18n('en');

afterEach(() => cleanup());
