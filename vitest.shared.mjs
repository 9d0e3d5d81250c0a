// Shared vitest settings: resolve workspace packages to their TypeScript source.
export const sharedTestConfig = {
  resolve: { conditions: ['@cardloom/source'] },
  ssr: { resolve: { conditions: ['@cardloom/source'] } },
};
