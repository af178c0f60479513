/** Permission-matrix entries for the help centre's article votes (issue 19). See permission-matrix.ts. */
import { ARTICLE_VOTE_COUNTS_PATH } from "../../help/help-articles";
import { everyone, type PermissionMatrixEntry, staffOnly } from "../matrix-callers";

export const HELP_ARTICLE_ENDPOINTS: readonly PermissionMatrixEntry[] = [
  {
    method: "POST",
    path: "/api/help-articles/:articleId/votes",
    description: "A reader's vote on a help-centre article, from anyone (explorer visitors included)",
    expect: everyone(202),
    params: { articleId: "save-plans" },
    body: { vote: "up", previous: null },
  },
  {
    method: "GET",
    path: ARTICLE_VOTE_COUNTS_PATH,
    description: "Staff: each help-centre article's standing votes",
    expect: staffOnly(200),
  },
];
