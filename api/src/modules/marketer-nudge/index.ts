/** The marketer-nudge feature's public entry (issue 27): what the composition root may use. */
export { MarketerNudgeRow } from './marketer-nudge.entity';
export { MarketerNudgeAdminResolver, MarketerNudgeResolver } from './marketer-nudge.resolver';
export { MarketerNudgeService } from './marketer-nudge.service';
export { nudgeDuties } from './owed-work';
