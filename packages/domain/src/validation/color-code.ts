/** Hex colour codes (#RGB or #RRGGBB) for explorer custom branding. */
import { z } from "zod";
import { VALIDATION_MESSAGES } from "./messages";

export const COLOR_CODE_PATTERN = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

export const colorCodeSchema = z.string().trim().regex(COLOR_CODE_PATTERN, VALIDATION_MESSAGES.colorCodeInvalid);
