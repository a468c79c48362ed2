/**
 * The settings keys Claude Code reads (settings page, "Available settings",
 * "Permission settings", hooks page event list), for the unknown-key and
 * misplaced-key warnings of src/config/did-you-mean.ts. Generous on purpose:
 * a key missing here is reported only as info unless it is a near-miss of a
 * known key or a known key at the wrong level.
 */
import type { KeyPath, LocatedDoc } from '../../../config/located.js';
import { keyProblems, type KeyProblem, type KeyTree } from '../../../config/did-you-mean.js';

const PERMISSIONS: KeyTree = {
  allow: 'leaf', deny: 'leaf', ask: 'leaf', defaultMode: 'leaf', additionalDirectories: 'leaf',
  disableBypassPermissionsMode: 'leaf', disableAutoMode: 'leaf',
};

export const HOOK_EVENTS = [
  'PreToolUse', 'PostToolUse', 'PostToolUseFailure', 'PermissionRequest', 'PermissionDenied', 'Notification', 'UserPromptSubmit',
  'Stop', 'StopFailure', 'SubagentStart', 'SubagentStop', 'SessionStart', 'SessionEnd', 'PreCompact', 'PostCompact', 'Setup',
  'TeammateIdle', 'TaskCreated', 'TaskCompleted', 'ConfigChange', 'CwdChanged', 'FileChanged', 'InstructionsLoaded',
  'WorktreeCreate', 'WorktreeRemove', 'Elicitation', 'ElicitationResult', 'UserPromptExpansion',
];

const TOP: KeyTree = {
  $schema: 'leaf', apiKeyHelper: 'leaf', awsAuthRefresh: 'leaf', awsCredentialExport: 'leaf', gcpAuthRefresh: 'leaf', cleanupPeriodDays: 'leaf',
  env: 'any', includeCoAuthoredBy: 'leaf', includeGitInstructions: 'leaf', attribution: 'any', permissions: PERMISSIONS,
  hooks: Object.fromEntries(HOOK_EVENTS.map((e) => [e, 'leaf'])), disableAllHooks: 'leaf', allowManagedHooksOnly: 'leaf',
  allowManagedPermissionRulesOnly: 'leaf', allowManagedMcpServersOnly: 'leaf', allowedHttpHookUrls: 'leaf', httpHookAllowedEnvVars: 'leaf',
  model: 'leaf', availableModels: 'leaf', modelOverrides: 'any', effortLevel: 'leaf', fastMode: 'leaf', fastModePerSessionOptIn: 'leaf', advisorModel: 'leaf',
  statusLine: 'any', subagentStatusLine: 'any', outputStyle: 'leaf', agent: 'leaf', forceLoginMethod: 'leaf', forceLoginOrgUUID: 'leaf',
  enableAllProjectMcpServers: 'leaf', enabledMcpjsonServers: 'leaf', disabledMcpjsonServers: 'leaf', allowedMcpServers: 'leaf', deniedMcpServers: 'leaf',
  sandbox: 'any', enabledPlugins: 'any', extraKnownMarketplaces: 'any', strictKnownMarketplaces: 'leaf', blockedMarketplaces: 'leaf', pluginConfigs: 'any',
  spinnerTipsEnabled: 'leaf', spinnerTipsOverride: 'any', spinnerVerbs: 'any', alwaysThinkingEnabled: 'leaf', showThinkingSummaries: 'leaf', companyAnnouncements: 'leaf',
  otelHeadersHelper: 'leaf', language: 'leaf', respectGitignore: 'leaf', plansDirectory: 'leaf', autoUpdatesChannel: 'leaf', minimumVersion: 'leaf',
  showTurnDuration: 'leaf', terminalProgressBarEnabled: 'leaf', fileSuggestion: 'any', prefersReducedMotion: 'leaf', skipWebFetchPreflight: 'leaf',
  autoMode: 'any', autoMemoryEnabled: 'leaf', autoMemoryDirectory: 'leaf', autoDreamEnabled: 'leaf', claudeMdExcludes: 'leaf', feedbackSurveyRate: 'leaf',
  worktree: 'any', teammateMode: 'leaf', voiceEnabled: 'leaf', voice: 'any', channelsEnabled: 'leaf', allowedChannelPlugins: 'leaf', disableSkillShellExecution: 'leaf',
  defaultShell: 'leaf', editorMode: 'leaf', tui: 'leaf', viewMode: 'leaf', autoConnectIde: 'leaf', autoInstallIdeExtension: 'leaf', cleanupPeriod: 'leaf',
  forceRemoteSettingsRefresh: 'leaf', parentSettingsBehavior: 'leaf', skipDangerousModePermissionPrompt: 'leaf', useAutoModeDuringPlan: 'leaf',
  skillListingBudgetFraction: 'leaf', skillListingMaxDescChars: 'leaf', skillOverrides: 'any', sshConfigs: 'any', wslInheritsWindowsSettings: 'leaf',
  prUrlTemplate: 'leaf', remote: 'any', showClearContextOnPlanAccept: 'leaf', awaySummaryEnabled: 'leaf', disableDeepLinkRegistration: 'leaf',
};

function misplaced(path: KeyPath, key: string): string | undefined {
  if (path.length === 0 && Object.hasOwn(PERMISSIONS, key)) return '"permissions"';
  if (path.length === 0 && HOOK_EVENTS.includes(key)) return '"hooks"';
  if (path.length === 0 && /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/.test(key)) return '"env" (it is an environment variable)';
  if (path.length === 1 && path[0] === 'permissions' && Object.hasOwn(TOP, key) && key !== 'permissions') return 'the top level';
  return undefined;
}

/** Unknown and misplaced keys of one settings file. */
export function settingsKeyProblems(doc: LocatedDoc): KeyProblem[] {
  return keyProblems(doc, TOP, { agent: 'Claude Code', misplaced });
}
