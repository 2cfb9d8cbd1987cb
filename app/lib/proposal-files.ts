/** Where the build puts the partnership proposal and its cover (app/outputs/proposal.server.ts). */
export const proposalFiles = {
  pdf: "partnership-proposal.pdf",
  cover: "partnership-proposal-cover.svg",
} as const;
export const proposalCoverSize = { width: 595, height: 842 } as const;
