export { replay, modulesUsedBy, ReplayError, type ReplayStep } from './replay';
export { diffJson, type Change } from './diff';
export { formatReplay, formatChange, formatSummary } from './format';
export { summarizeEvent, cartLines, cartChanges, cartOf, productName, plainWords, type CartLineSummary, type SummarizedEvent } from './summary';
export { SUMMARY_WORDS } from './words';
