export { replay, modulesUsedBy, ReplayError, type ReplayStep } from './replay';
export { diffJson, type Change } from './diff';
export { formatReplay, formatChange } from './format';
