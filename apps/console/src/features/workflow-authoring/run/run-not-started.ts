/** Why a run was not asked for at all (the draft could not be saved first): its message is the member's. */
export class RunNotStarted extends Error {}
