import type { BrokerMessage } from '@agentdeck/api-client';
import type Database from 'better-sqlite3';

/** The simulated brokers' topics (design section 2.1): their messages in the store (`broker_messages`), not in Kafka. */
export class BrokerMessageRecords {
  private readonly insert: Database.Statement;
  private readonly newest: Database.Statement<[string, string, string, number], { json: string }>;

  constructor(db: Database.Database) {
    this.insert = db.prepare('INSERT INTO broker_messages (workspace_id, broker_id, topic_id, json) VALUES (?, ?, ?, ?)');
    this.newest = db.prepare('SELECT json FROM broker_messages WHERE workspace_id = ? AND broker_id = ? AND topic_id = ? ORDER BY seq DESC LIMIT ?');
  }

  add(workspaceId: string, message: BrokerMessage): void {
    this.insert.run(workspaceId, message.messageBrokerId, message.topicId, JSON.stringify(message));
  }

  /** A topic's messages, newest first. */
  list(workspaceId: string, brokerId: string, topicId: string, limit = 100): BrokerMessage[] {
    return this.newest.all(workspaceId, brokerId, topicId, limit).map((row) => JSON.parse(row.json) as BrokerMessage);
  }
}
