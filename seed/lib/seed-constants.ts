/** Fixed creation and update time of every seed document, so the dataset is the same on every run. */
export const SEED_TIMESTAMP = '2025-01-15T12:00:00Z'
