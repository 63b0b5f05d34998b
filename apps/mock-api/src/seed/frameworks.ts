import type { z } from 'zod';
import type { promptFrameworkSchema } from '@agentdeck/api-client';

type Framework = z.infer<typeof promptFrameworkSchema>;
const field = (name: string, description: string) => ({ name, description });

/** Well-known prompt frameworks offered by the 'Optimize' dialog (spec 000 section 3.4). */
export const promptFrameworks: Framework[] = [
  {
    type: 'RTF', title: 'RTF', description: 'Role, Task, Format: a compact structure for everyday prompts.',
    fields: [field('Role', 'Who the model acts as'), field('Task', 'What it must do'), field('Format', 'How the answer is shaped')],
    instructions: 'State the role first, then the task, then the expected output format.',
  },
  {
    type: 'CO-STAR', title: 'CO-STAR', description: 'Context, Objective, Style, Tone, Audience, Response.',
    fields: [field('Context', 'Background the model needs'), field('Objective', 'The goal of the prompt'), field('Style', 'Writing style to imitate'), field('Tone', 'Attitude of the answer'), field('Audience', 'Who will read the answer'), field('Response', 'Format of the answer')],
    instructions: 'Fill each of the six sections; keep the objective to one sentence.',
  },
  {
    type: 'RISEN', title: 'RISEN', description: 'Role, Instructions, Steps, End goal, Narrowing.',
    fields: [field('Role', 'Who the model acts as'), field('Instructions', 'What to do'), field('Steps', 'Ordered steps to follow'), field('End goal', 'What success looks like'), field('Narrowing', 'Constraints and limits')],
    instructions: 'Break the work into explicit steps and finish with constraints.',
  },
  {
    type: 'CRISPE', title: 'CRISPE', description: 'Capacity and role, Insight, Statement, Personality, Experiment.',
    fields: [field('Capacity and Role', 'The role to take'), field('Insight', 'Background and context'), field('Statement', 'What is asked'), field('Personality', 'Style of the answer'), field('Experiment', 'Ask for variants')],
    instructions: 'Describe the role and insight before the statement; ask for alternatives at the end.',
  },
  {
    type: 'TAG', title: 'TAG', description: 'Task, Action, Goal: for short operational prompts.',
    fields: [field('Task', 'The task'), field('Action', 'The action to take'), field('Goal', 'The goal to reach')],
    instructions: 'One sentence per section.',
  },
  {
    type: 'CARE', title: 'CARE', description: 'Context, Action, Result, Example.',
    fields: [field('Context', 'The situation'), field('Action', 'What to do'), field('Result', 'The desired result'), field('Example', 'An example of a good answer')],
    instructions: 'Always end with a concrete example.',
  },
  {
    type: 'APE', title: 'APE', description: 'Action, Purpose, Expectation.',
    fields: [field('Action', 'What to do'), field('Purpose', 'Why it is done'), field('Expectation', 'What the answer must contain')],
    instructions: 'Keep the prompt short and explicit about expectations.',
  },
  {
    type: 'RACE', title: 'RACE', description: 'Role, Action, Context, Expectation.',
    fields: [field('Role', 'Who the model acts as'), field('Action', 'What to do'), field('Context', 'Relevant background'), field('Expectation', 'What a good answer looks like')],
    instructions: 'Give the context after the action so the model knows what to look for.',
  },
];
