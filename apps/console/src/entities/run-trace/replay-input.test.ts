import { describe, expect, it } from 'vitest';
import { parseReplayInput, replayInputText } from './replay-input';

describe("the Re-run dialog's input", () => {
  it('is the run\'s input as indented JSON, read back as the same input', () => {
    const input = { message: 'My parcel arrived broken', metadata: { policy_number: 'POL-20431' } };
    expect(replayInputText(input)).toBe('{\n  "message": "My parcel arrived broken",\n  "metadata": {\n    "policy_number": "POL-20431"\n  }\n}');
    expect(parseReplayInput(replayInputText(input))).toEqual({ input });
  });

  it('fills what the contract defaults: no metadata is none, no message an empty one', () => {
    expect(parseReplayInput('{"message": "Hi"}')).toEqual({ input: { message: 'Hi', metadata: {} } });
    expect(parseReplayInput('{}')).toEqual({ input: { message: '', metadata: {} } });
  });

  it('says when the text is not JSON', () => {
    expect(parseReplayInput('{"message": ')).toEqual({ problems: ['The input is not valid JSON'] });
  });

  it('names each field that is not a run input', () => {
    const result = parseReplayInput('{"message": 42, "extra": true}');
    expect(result).toEqual({ problems: [expect.stringMatching(/^message: /), 'extra: Unrecognized field'] });
  });
});
