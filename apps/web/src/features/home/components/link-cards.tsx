import { ArrowRightOutlined } from '@ant-design/icons';
import { Col, Flex, Row } from 'antd';
import { Link } from 'react-router';
import { Heading, Panel, Paragraph } from '@/shared/ui/surface';

export type LinkCard = { key: string; to: string; icon: React.ReactNode; title: string; text: string };

/** A grid of cards, each leading to one page: its title is the link, its text says what is there. */
export function LinkCards({ cards, label }: { cards: LinkCard[]; label: string }) {
  return (
    <Row gutter={[16, 16]} role="list" aria-label={label}>
      {cards.map((card) => (
        <Col xs={24} sm={12} lg={8} key={card.key} role="listitem">
          <Panel small className="system-card link-card" data-testid={`link-card-${card.key}`}>
            <Flex gap={14} align="flex-start">
              <span className="system-card-icon" aria-hidden>
                {card.icon}
              </span>
              <div style={{ minWidth: 0 }}>
                <Heading level={3} style={{ marginTop: 0, fontSize: 17 }}>
                  <Link to={card.to}>
                    {card.title} <ArrowRightOutlined aria-hidden style={{ fontSize: 12 }} />
                  </Link>
                </Heading>
                <Paragraph secondary style={{ marginBottom: 0 }}>
                  {card.text}
                </Paragraph>
              </div>
            </Flex>
          </Panel>
        </Col>
      ))}
    </Row>
  );
}
