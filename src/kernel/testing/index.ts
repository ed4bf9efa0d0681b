export { given, type GivenEvent, type DeciderOutcome, type DeciderSpecification } from './given';
export { createTestKernel, seedEvents, createRecordingLogger, type TestKernelOptions, type LogEntry } from './test-kernel';
export { testStoreView, makeTestStoreView } from './test-store-view';
export { TEST_NOW, fixedClock, sequentialIds } from './clock';
export { testProductSummary } from './product-summary';
export { recordingModule } from './recording-module';
