import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

/**
 * DynamoDB Local bound to one address. Its own main always listens on every interface (Jetty's
 * `new Server(port)`) and has no option to change that, which would let anyone on the network read
 * the table, password hashes included. This starts the same server from the same command-line
 * arguments, but sets the host of its connector (system property `dynamodb.host`, 127.0.0.1 by
 * default) before it starts. Run in Java's source-file mode, so nothing is compiled ahead.
 */
public class LoopbackDynamoDBLocal {
  public static void main(String[] args) throws Exception {
    String host = System.getProperty("dynamodb.host", "127.0.0.1");
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    Server server = (Server) field.get(proxy);
    int bound = 0;
    for (Connector connector : server.getConnectors()) {
      if (connector instanceof ServerConnector) {
        ((ServerConnector) connector).setHost(host);
        bound++;
      }
    }
    if (bound == 0) throw new IllegalStateException("DynamoDB Local has no connector to bind to " + host);
    proxy.start();
    System.out.println("DynamoDB Local listening on " + host);
  }
}
