/** Where the build puts the generated partnership proposal and its cover (see app/content/proposal.ts). */
export const proposalFiles = {
  pdf: "partnership-proposal.pdf",
  cover: "partnership-proposal-cover.svg",
} as const;
export const proposalCoverSize = { width: 595, height: 842 } as const;
