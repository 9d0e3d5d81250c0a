// Shared vitest settings: resolve workspace packages to their TypeScript source.
// Generous timeouts: tests assert behaviour, never speed, and CI machines are shared and slow.
export const sharedTestOptions = { testTimeout: 600_000, hookTimeout: 600_000 };

export const sharedTestConfig = {
  resolve: { conditions: ['@cardloom/source'] },
  ssr: { resolve: { conditions: ['@cardloom/source'] } },
};
